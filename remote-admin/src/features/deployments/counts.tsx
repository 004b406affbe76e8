import { activeLocale, useLingui, type VersionCounts } from '@arcvest/shared';
import { formattingLocale } from '@arcvest/shared/rules';
import { REMOTE_CARD_TEXTS as TEXTS } from './messages';

/** "120 page loads, 3 errors (2.5 %)" */
export function Counts({ counts: { loads, errors } }: { counts: VersionCounts }) {
  const { _ } = useLingui();
  const rate = loads === 0 ? null : Math.round((errors / loads) * 1000) / 10;
  return (
    <>
      {_({ ...TEXTS.counts, values: { loads, errors } })}
      {rate === null ? '' : _({ ...TEXTS.rate, values: { rate: new Intl.NumberFormat(formattingLocale(activeLocale())).format(rate) } })}
    </>
  );
}
