// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"email.hello\":[\"مرحبًا \",[\"name\"],\"،\"],\"email.verification.code\":[\"رمزك للتحقق من عنوان البريد الإلكتروني هذا على \",[\"site\"],\" هو: \",[\"code\"]],\"email.verification.notYou\":[\"إذا لم تطلب ذلك، فتجاهل هذه الرسالة.\"],\"email.verification.subject\":[\"رمز التحقق من بريدك الإلكتروني لدى \",[\"site\"]],\"email.verification.validity\":[\"الرمز صالح لمدة \",[\"minutes\"],\" دقائق ويعمل مرة واحدة.\"]}");
