// `ruleshelf/react`: the tables as a React component, and the pieces a
// whole app around them is built from (a menu's covers, saved games,
// replay files, setting up an online table): the demo in www/ is built
// from nothing else. React is the page's own (a peer dependency).
export {
  RuleshelfTable,
  type GameOptions,
  type OfflineTableProps,
  type OnlineTableProps,
  type RuleshelfTableProps,
  type TableFrameProps,
} from "./RuleshelfTable";
export type {
  BotStrength,
  MotionChoice,
  MoveDetail,
  Pace,
  ReplayFile,
  TableError,
  TableHandle,
} from "./RuleshelfTable";

// For an app around the tables.
export { GameCover, gameTagline, gameTitle } from "../play/covers";
export { downloadReplay, gameOfReplay, replayText, sessionFromReplay } from "../play/replayFile";
export {
  clearCurrent,
  currentSaveId,
  deleteSave,
  gameOfSave,
  gamesOfSaves,
  listSaves,
  loadSave,
  saveSession,
  type SavedGame,
} from "../play/saves";
export {
  cleanName,
  createSession,
  NAME_LENGTH,
  type SeatKind,
  type Session,
  type Setup,
} from "../play/session";
export {
  asGameId,
  loadGames,
  messageOf,
  outcome,
  randomSeed,
  shelf,
  type SetupOptions,
} from "../engine";
export { hasOwnTable, loadGame, prefetchGame } from "../games";
export type { ChatLine, Clock, TableSettings, TableSetup } from "../online/protocol";
export { createTable, serverUrl } from "../online/server";
export {
  OnlineLobby,
  openSeats,
  useOnlineLobby,
  waitedSeconds,
  type LobbyLink,
  type LobbySeat,
  type LobbyState,
  type LobbyTable,
} from "../online/lobby";
