// The game's rules, opened from the table in a dialog over it.
import { useRef, type ComponentType } from "react";

interface RulesButtonProps {
  title: string;
  Rules: ComponentType;
}

export function RulesButton({ title, Rules }: RulesButtonProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()} data-testid="rules">
        Rules
      </button>
      <dialog
        ref={dialog}
        className="rules-dialog"
        aria-labelledby="rules-dialog-title"
        data-testid="rules-dialog"
        onClick={(event) => {
          // A click on the backdrop (the dialog itself, outside its content) closes it.
          if (event.target === dialog.current) dialog.current.close();
        }}
      >
        <div className="rules-dialog-body">
          <header className="rules-dialog-bar">
            <h2 id="rules-dialog-title">Rules of {title}</h2>
            <button type="button" onClick={() => dialog.current?.close()} autoFocus>
              Close
            </button>
          </header>
          <Rules />
        </div>
      </dialog>
    </>
  );
}
