// The Lobby theme's type for styled-components' `theme` prop in the shell.
import 'styled-components';
import type { LobbyTheme } from '@lobby/shared-ui';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LobbyTheme {}
}
