// Written by `npm run i18n` from the PO files beside it: edit those, not this.
import type { Messages } from '@lingui/core';

export const messages: Messages = JSON.parse("{\"email.hello\":[\"⟦\",\"Héllõ \",[\"name\"],\",\",\" ···\",\"⟧\"],\"email.verification.code\":[\"⟦\",\"Ýõür çõdé tõ vérîfý thîs émàîl àddréss õñ \",[\"site\"],\" îs: \",[\"code\"],\" ··· ··· ··· ···\",\"⟧\"],\"email.verification.notYou\":[\"⟦\",\"Îf ýõü dîd ñõt àsk fõr thîs, îgñõré thîs émàîl.\",\" ··· ··· ··· ···\",\"⟧\"],\"email.verification.subject\":[\"⟦\",\"Ýõür \",[\"site\"],\" émàîl vérîfîçàtîõñ çõdé\",\" ··· ··· ···\",\"⟧\"],\"email.verification.validity\":[\"⟦\",\"Ît îs vàlîd fõr \",[\"minutes\"],\" mîñütés àñd wõrks õñçé.\",\" ··· ··· ···\",\"⟧\"]}");
