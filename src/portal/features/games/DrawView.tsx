// A lottery draw shown the way the game draws it: dice faces, digit boxes, numbered balls or the
// ranking of PK 10's cars. The numbers are also read out as text for screen readers.
import { drawFormat, type DrawKind } from '../../../shared/games/index.ts';

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]], 2: [[6, 6], [18, 18]], 3: [[6, 6], [12, 12], [18, 18]], 4: [[6, 6], [18, 6], [6, 18], [18, 18]],
  5: [[6, 6], [18, 6], [12, 12], [6, 18], [18, 18]], 6: [[6, 6], [18, 6], [6, 12], [18, 12], [6, 18], [18, 18]],
};

function Die({ value }: { value: number }) {
  return (
    <svg className="die" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
      <rect x="1" y="1" width="22" height="22" rx="5" />
      {(PIPS[value] ?? []).map(([cx, cy]) => <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="2.4" />)}
    </svg>
  );
}

export function DrawView({ code, numbers, label }: { code: string; numbers: string; label: string }) {
  const values = numbers.split(',').map(Number).filter((n) => Number.isFinite(n));
  const kind: DrawKind = drawFormat(code).kind;
  return (
    <span className={`draw draw-${kind}`} role="img" aria-label={`${label}: ${values.join(' ')}`}>
      {values.map((value, i) =>
        kind === 'dice' ? <Die key={i} value={value} /> : <span key={i} className="draw-number" aria-hidden="true">{kind === 'digits' ? value : String(value).padStart(2, '0')}</span>,
      )}
    </span>
  );
}
