import '../test';
import { render, screen } from '@testing-library/react';
import { FactList } from './fact-list';

/** Each term with the element after it, which must be its definition. */
const termsAndValues = () =>
  screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.tagName, term.nextElementSibling?.textContent]);

describe('FactList', () => {
  it('draws each term with its value, one line each, leaving out the lines given as false, empty or missing', () => {
    const shown = false;
    const note = '';
    render(
      <FactList
        className="plan-facts"
        facts={[
          { term: 'Duration', value: '30 days' },
          shown && { term: 'Hidden', value: 'never' },
          note && { term: 'Note', value: note },
          null,
          undefined,
          { term: <>Capital</>, key: 'capital', value: <strong>$500.00</strong> },
        ]}
      />,
    );

    expect(termsAndValues()).toEqual([
      ['Duration', 'DD', '30 days'],
      ['Capital', 'DD', '$500.00'],
    ]);
    const list = screen.getAllByRole('term')[0].closest('dl');
    expect(list).toHaveClass('plan-facts');
    // Each pair on a line of its own, which the list's stylesheet lays out.
    expect(Array.from(list!.children, (line) => line.tagName)).toEqual(['DIV', 'DIV']);
  });

  it("puts a line's classes and attributes where they are asked for", () => {
    render(
      <FactList
        facts={[
          {
            term: 'Root',
            value: 'abc',
            row: { className: 'reserves-facts-wide', 'data-testid': 'root' },
            termClassName: 'label',
            valueClassName: 'reserves-long',
          },
        ]}
      />,
    );

    const line = screen.getByTestId('root');
    expect(line).toHaveClass('reserves-facts-wide');
    expect(screen.getByRole('term')).toHaveClass('label');
    expect(screen.getByRole('definition')).toHaveClass('reserves-long');
  });

  it('as a grid, sets terms and values side by side in the list itself', () => {
    render(
      <FactList
        className="deployment-facts"
        layout="grid"
        facts={[
          { term: 'Share of visitors', value: '10 %' },
          { term: 'Last hour', value: '3 loads' },
        ]}
      />,
    );

    const list = screen.getAllByRole('term')[0].parentElement!;
    expect(list.tagName).toBe('DL');
    expect(Array.from(list.children, (child) => child.tagName)).toEqual(['DT', 'DD', 'DT', 'DD']);
    expect(termsAndValues()).toEqual([
      ['Share of visitors', 'DD', '10 %'],
      ['Last hour', 'DD', '3 loads'],
    ]);
  });
});
