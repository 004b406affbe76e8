// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"email.hello\":[\"Hello \",[\"name\"],\",\"],\"email.verification.code\":[\"Your code to verify this email address on \",[\"site\"],\" is: \",[\"code\"]],\"email.verification.notYou\":[\"If you did not ask for this, ignore this email.\"],\"email.verification.subject\":[\"Your \",[\"site\"],\" email verification code\"],\"email.verification.validity\":[\"It is valid for \",[\"minutes\"],\" minutes and works once.\"]}");
