// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"email.hello\":[\"Hola, \",[\"name\"],\":\"],\"email.verification.code\":[\"Su código para verificar esta dirección de correo en \",[\"site\"],\" es: \",[\"code\"]],\"email.verification.notYou\":[\"Si no lo solicitó, ignore este correo.\"],\"email.verification.subject\":[\"Su código de verificación de correo de \",[\"site\"]],\"email.verification.validity\":[\"Es válido durante \",[\"minutes\"],\" minutos y funciona una sola vez.\"]}");
