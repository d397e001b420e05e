// Small pieces shared by the boards: a seat's die, fox, marker and token.

export function seatClass(seat: number): string {
  return `rf-seat-${seat % 4}`;
}

/** A die left on a space, in its seat's colour, with the value it shows. */
export function Die({ seat, value, name }: { seat: number; value: number; name: string }) {
  return (
    <span className={`rf-die ${seatClass(seat)}`} title={`${name}'s die showing ${value}`}>
      {value}
    </span>
  );
}

export function FoxToken({ seat, name }: { seat: number; name: string }) {
  return (
    <span className={`rf-fox ${seatClass(seat)}`} title={`${name}'s fox`}>
      <span className="rf-fox-head" aria-hidden="true" /><span className="rf-token-name">{name}</span>'s fox
    </span>
  );
}

export function MarkerToken({ seat, name }: { seat: number; name: string }) {
  return (
    <span className={`rf-marker ${seatClass(seat)}`} title={`${name}'s marker`}>
      ⚑ {name}'s mark
    </span>
  );
}
