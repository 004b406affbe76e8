// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"public.freezeAccount.explanation\":[\"إذا لم تكن أنت من أجرى التغيير الذي أخبرك عنه بريدنا الإلكتروني، فربما يستخدم شخص آخر حسابك. يؤدي تجميد الحساب إلى إنهاء جميع الجلسات فورًا: لن يتمكن أحد من تسجيل الدخول أو السحب أو تغيير أي شيء حتى يتحقق فريق الدعم من هويتك ويلغي التجميد.\"],\"public.freezeAccount.failed\":[\"تعذّر تجميد حسابك. يُرجى المحاولة مرة أخرى.\"],\"public.freezeAccount.home\":[\"الذهاب إلى الصفحة الرئيسية\"],\"public.freezeAccount.submit\":[\"تجميد حسابي\"],\"public.freezeAccount.title\":[\"لم أكن أنا: جمّد حسابي\"]}");
