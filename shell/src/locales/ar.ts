// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@arcvest/shared';

export const messages: Messages = JSON.parse("{\"shell.nav.about\":[\"من نحن\"],\"shell.nav.closeMenu\":[\"إغلاق القائمة\"],\"shell.nav.dashboard\":[\"لوحة التحكم\"],\"shell.nav.home\":[\"الرئيسية\"],\"shell.nav.main\":[\"الرئيسية\"],\"shell.nav.openMenu\":[\"فتح القائمة\"],\"shell.nav.privacy\":[\"سياسة الخصوصية\"],\"shell.nav.register\":[\"التسجيل\"],\"shell.nav.signIn\":[\"تسجيل الدخول\"],\"shell.nav.terms\":[\"الشروط\"],\"shell.skipToContent\":[\"انتقل إلى المحتوى\"]}");
