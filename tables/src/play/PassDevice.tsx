// Between two human seats: the table is hidden until the next seat says it is there.
import { focusOnMount } from "../table/focus";

interface PassDeviceProps {
  name: string;
  onReady: () => void;
}

export function PassDevice({ name, onReady }: PassDeviceProps) {
  return (
    <section className="pass card" aria-labelledby="pass-title" data-testid="pass-device">
      <h2 id="pass-title">Pass the device to {name}</h2>
      <p>The table is hidden so that nobody sees what the previous seat knows.</p>
      <button type="button" className="primary" onClick={onReady} ref={focusOnMount}>
        I am {name} — show my table
      </button>
    </section>
  );
}
