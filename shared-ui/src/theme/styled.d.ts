import 'styled-components';
import type { LobbyTheme } from './theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LobbyTheme {}
}
