import { reserveSignatureProblem, SIGNATURE_TEXTS } from '../src/chains/reserve-signatures';

/** BIP-322's own test vectors (the BIP's "Test vectors" section): the key of the "abandon … about" wallet's first bc1q address. */
const BIP322_ADDRESS = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l';
const BIP322_EMPTY =
  'AkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';
const BIP322_HELLO =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=';

describe('reserve address signatures', () => {
  it('BTC: checks BIP-322’s published vectors, and refuses each over the other message', async () => {
    const check = (message: string, signature: string) => reserveSignatureProblem('BTC', { address: BIP322_ADDRESS, message, signature });
    await expect(check('', BIP322_EMPTY)).resolves.toBeNull();
    await expect(check('Hello World', BIP322_HELLO)).resolves.toBeNull();
    await expect(check('Hello World', BIP322_EMPTY)).resolves.toEqual({ field: 'signature', message: SIGNATURE_TEXTS.mismatch });
    await expect(check('', BIP322_HELLO)).resolves.toEqual({ field: 'signature', message: SIGNATURE_TEXTS.mismatch });
  });
});
