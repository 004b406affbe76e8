// Every form is written with these; remotes reach react-hook-form only through this file.
export type { UseFormReturn } from 'react-hook-form';
export * from './rules-resolver';
export * from './use-rules-form';
export * from './use-recheck-on-edit';
export * from './api-field-errors';
export * from './form';
export * from './form-fields';
