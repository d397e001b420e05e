// The element's React side, loaded on its first connection: draws the
// table into the element's shadow root.
import { createRef } from "react";
import { createRoot } from "react-dom/client";
import { EmbeddedTable, type EmbeddedTableProps, type TableHandle } from "../embed/EmbeddedTable";
import { adoptStyles } from "../styles";

export interface Mounted {
  render(props: EmbeddedTableProps): void;
  handle(): TableHandle | null;
  /** Unmounts the table: its bot thread, timers and listeners stop. */
  unmount(): void;
}

export function mount(shadow: ShadowRoot, container: HTMLElement): Mounted {
  const stopStyles = adoptStyles(shadow);
  const root = createRoot(container);
  const handle = createRef<TableHandle>();
  return {
    render: (props) => root.render(<EmbeddedTable {...props} handle={handle} />),
    handle: () => handle.current,
    unmount: () => {
      root.unmount();
      stopStyles();
    },
  };
}
