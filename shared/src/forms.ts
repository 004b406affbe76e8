/**
 * `@arcvest/shared/forms`: the form kit (react-hook-form with the rules' messages), the plan
 * purchase form and the profile forms' actions. Not part of the `@arcvest/shared` singleton: each
 * remote bundles what its forms use, in the chunks of the pages that have them, so a page without
 * a form (the home page) never downloads react-hook-form. Its files reach the store, toasts, router
 * and UI kit through `@arcvest/shared`, so they use the page's one copy of each.
 */
export * from './ui/form';
export * from './ui/buy-plan-form';
export * from './ui/profile-form-actions';
