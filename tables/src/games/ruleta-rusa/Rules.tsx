// The rules of Ruleta Rusa in the app's own words, with the chips drawn as
// the table draws them, and the rulings this table plays by.
import { RevolverDisc, SkillDisc } from "./Chips";
import { skillName, SKILL_TEXT, skills } from "./words";

export function Rules() {
  return (
    <div className="rules">
      <section>
        <h3>What you play with</h3>
        <ul className="rules-pieces">
          <li>
            <RevolverDisc chip={undefined} />
            <span>
              <strong>8 revolver chips</strong>, stacked face down: seven CLICKs and one BANG!.
            </span>
          </li>
          <li>
            <RevolverDisc chip="click" />
            <span>
              <strong>CLICK</strong>: you were lucky.
            </span>
          </li>
          <li>
            <RevolverDisc chip="bang" />
            <span>
              <strong>BANG!</strong>: you lose a face-up skill chip — or, with none, your place at
              the table.
            </span>
          </li>
        </ul>
        <p>
          Each seat has <strong>three skill chips</strong> in front of it, face up and seen by all.
          A face-up chip is both a skill you may spend and a life. Face down it is neither, until a
          CLICK lets you turn it up again.
        </p>
        <ul className="rules-pieces">
          {skills().map((skill) => (
            <li key={skill}>
              <SkillDisc skill={skill} faceUp />
              <span>{SKILL_TEXT[skill]}</span>
            </li>
          ))}
          <li>
            <SkillDisc skill="flip" faceUp={false} />
            <span>A skill chip face down: used, or flipped by someone else.</span>
          </li>
        </ul>
      </section>
      <section>
        <h3>The aim</h3>
        <p>Be the only one left at the table.</p>
      </section>
      <section>
        <h3>Setting up</h3>
        <p>
          In the basic game everyone gets {skillName("flip")}, {skillName("reorder")} and{" "}
          {skillName("changeOfTurn")}. In the advanced game each seat gets three different skills
          out of all six, dealt at random or drafted one at a time (an option of the new game);
          never two of the same in front of one seat. The eight revolver chips are shuffled into the
          stack.
        </p>
      </section>
      <section>
        <h3>The first turn</h3>
        <p>
          The quickest hand (here: a seat drawn at random, or the one chosen in the options) lifts
          the top chip. That first turn can only reveal. A BANG! there only turns one of the
          revealer's chips face down; the revealer then rebuilds the stack as after any BANG!.
        </p>
      </section>
      <section>
        <h3>Your turn</h3>
        <p>Do one of two things:</p>
        <ul>
          <li>
            <strong>Use a face-up skill chip</strong>: it turns face down and does what it says.
            Using a skill is the whole turn; Change of Turn hands the turn on at once.
          </li>
          <li>
            <strong>Reveal the top chip</strong> of the stack. With all three of your chips face
            down you must reveal.
          </li>
        </ul>
        <p>
          On a <strong>CLICK</strong> the chip joins the revealed ones beside the stack, and you may
          turn one of your face-down chips face up. On the <strong>BANG!</strong> you return one of
          your face-up chips to the box; with none face up you are out. Either way, the one who
          revealed it (still in or just out) builds the stack again from all eight chips in the
          order they like: on this table, that is choosing where the BANG! goes (1 = the top). Only
          they know; the others see that they know. Then play passes on in the current direction.
        </p>
      </section>
      <section>
        <h3>The Final Duel</h3>
        <p>
          With three or more at the start, when only two are left the stack is shuffled instead of
          arranged, both turn all their remaining chips face up, and the seat to the left of the one
          just out starts. A two-seat game is a duel from the start, without this.
        </p>
      </section>
      <section>
        <h3>How this table settles the unclear points</h3>
        <ul>
          <li>Flip may target any face-up chip of another seat still in the game.</li>
          <li>
            Double Shot: the next reveal, by anyone, reveals two chips one after the other (the
            second only if the first was a CLICK). While one waits nobody may play another; the seat
            facing it may shake it off by using any skill instead of revealing. With one chip left,
            it reveals just that chip.
          </li>
          <li>The last seat standing wins; the others are ranked by when they went out.</li>
        </ul>
      </section>
      <section>
        <h3>Playing on this table</h3>
        <p>
          Touch the top chip of the revolver to reveal it. Touch one of your face-up chips to use
          it: Flip then asks for the chip to flip, Change of Turn for the seat. After a BANG!, touch
          the chip you lose, then the place in the stack for the BANG!. Anything that cannot be
          played says why. Every move is also in the list under the table.
        </p>
      </section>
    </div>
  );
}
