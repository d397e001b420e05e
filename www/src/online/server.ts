// The demo's game server: the build's VITE_RULESHELF_SERVER when it names
// one (and the address does not), else where any page finds it.
import { serverUrl } from "ruleshelf/react";

export function demoServer(): string {
  const built = import.meta.env.VITE_RULESHELF_SERVER as string | undefined;
  if (built && !new URLSearchParams(location.search).has("server"))
    return built.replace(/\/+$/, "");
  return serverUrl();
}
