// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"email.hello\":[\"Olá, \",[\"name\"],\",\"],\"email.verification.code\":[\"Seu código para verificar este endereço de e-mail na \",[\"site\"],\" é: \",[\"code\"]],\"email.verification.notYou\":[\"Se você não pediu isto, ignore este e-mail.\"],\"email.verification.subject\":[\"Seu código de verificação de e-mail da \",[\"site\"]],\"email.verification.validity\":[\"Ele vale por \",[\"minutes\"],\" minutos e funciona uma única vez.\"]}");
