// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"public.freezeAccount.explanation\":[\"Si usted no hizo el cambio del que le informó nuestro correo, es posible que otra persona esté en su cuenta. Congelarla cierra todas las sesiones al instante: nadie podrá iniciar sesión, retirar fondos ni cambiar nada hasta que el equipo de soporte haya comprobado su identidad y la descongele.\"],\"public.freezeAccount.failed\":[\"No se pudo congelar su cuenta. Inténtelo de nuevo.\"],\"public.freezeAccount.home\":[\"Ir a la página de inicio\"],\"public.freezeAccount.submit\":[\"Congelar mi cuenta\"],\"public.freezeAccount.title\":[\"No fui yo: congelar mi cuenta\"]}");
