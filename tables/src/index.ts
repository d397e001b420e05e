// `ruleshelf/react`: the tables as React components, and the pieces a whole
// app is built from (the demo in www/ uses nothing else). React is the
// page's own (a peer dependency).
export { Play } from "./play/Play";
export { adoptStyles } from "./styles";
export { RuleshelfTable } from "./react/RuleshelfTable";
export { Log } from "./play/Log";
export { GameCover, gameTagline, gameTitle } from "./play/covers";
export { outcomeWords } from "./play/outcome";
export { downloadReplay, gameOfReplay, replayText, sessionFromReplay } from "./play/replayFile";
export { clearCurrent, currentSaveId, deleteSave, gameOfSave, gamesOfSaves, listSaves, loadSave, saveSession, type SavedGame } from "./play/saves";
export { cleanName, createSession, NAME_LENGTH, type SeatKind, type Session, type Setup } from "./play/session";
export { asGameId, gameInfo, loadGames, messageOf, outcome, randomSeed, shelf, type SetupOptions } from "./engine";
export { hasOwnTable, loadGame, prefetchGame, uiFor, useGame } from "./games";
export type { OnlineState } from "./online/connection";
export type { SeatInfo, TableSetup } from "./online/protocol";
export { createTable, serverUrl } from "./online/server";
export { useOnlineTable } from "./online/useOnlineTable";
