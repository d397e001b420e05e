// Online play: what the app shell needs to offer it.
export { OnlineScreen } from "./OnlineScreen";
export { PlayOnline } from "./PlayOnline";
export { useOnlineRoute } from "./route";
