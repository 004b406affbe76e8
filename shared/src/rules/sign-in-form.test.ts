import { signInErrors } from './sign-in-form';

describe('the sign-in form', () => {
  it('needs both fields typed, and nothing more', () => {
    expect(signInErrors({ username: ' ', password: '' })).toEqual({
      username: ['Please enter your username or email.'],
      password: ['Please enter your password.'],
    });
    // A password of spaces is a password: only the server can say it is wrong.
    expect(signInErrors({ username: 'ada', password: '   ' })).toEqual({});
  });
});
