import { act, render, screen } from '@testing-library/react';
import { activateLocale } from './i18n';
import { useActiveLocale } from './use-active-locale';

function Language() {
  return <p>{useActiveLocale()}</p>;
}

describe('useActiveLocale', () => {
  afterEach(() => act(() => activateLocale('en')));

  it('follows a change of language, with no I18nProvider around it', async () => {
    render(<Language />);
    expect(screen.getByText('en')).toBeInTheDocument();
    await act(() => activateLocale('ar'));
    expect(screen.getByText('ar')).toBeInTheDocument();
  });
});
