// `ruleshelf/react`: the tables as React components.
export { RuleshelfTable, type GameOptions, type RuleshelfTableProps } from "./RuleshelfTable";
export type { BotStrength, MotionChoice, MoveDetail, Pace, ReplayFile, TableError, TableHandle } from "./RuleshelfTable";
