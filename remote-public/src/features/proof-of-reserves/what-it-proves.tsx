/** What the page proves and what it cannot, in plain words (docs/proof-of-reserves.md). */
export function WhatItProves() {
  return (
    <section className="reserves-section" aria-labelledby="reserves-proves-heading">
      <h2 id="reserves-proves-heading">What this proves, and what it does not</h2>
      <div className="reserves-explain">
        <div>
          <h3>It shows</h3>
          <ul>
            <li>
              What we hold: the balance on chain of every address we take payments at and of the reserve addresses below, valued at the snapshot’s prices.
            </li>
            <li>
              That we control the reserve addresses: each signed a message naming us and the date with its own key, published here so anyone can check it.
            </li>
            <li>
              What we owe: the total of a tree of every investor’s balance and active plans. Each investor can check that their own balance, exactly, is in that
              total.
            </li>
          </ul>
        </div>
        <div>
          <h3>It cannot show</h3>
          <ul>
            <li>Debts kept off the books: a loan or a debt we never recorded is in no tree.</li>
            <li>That investors who never check are counted right: the more of you check, the riskier it is to leave anyone out.</li>
            <li>That coins are not also owed to someone else, or were not borrowed for the day of the snapshot.</li>
            <li>Anything after the snapshot: money moved since is in the next one.</li>
          </ul>
        </div>
      </div>
    </section>
  );
}
