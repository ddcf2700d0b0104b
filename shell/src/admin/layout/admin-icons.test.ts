import {
  BracketIcon,
  ChevronRightIcon,
  LinkIcon,
  TrophyIcon,
  UserCheckIcon,
} from '@lobby/shared-ui';
import { adminIcon } from './admin-icons';

describe('adminIcon', () => {
  it('maps the names remotes use to shared-ui icons', () => {
    expect(adminIcon('bracket')).toBe(BracketIcon);
    expect(adminIcon('link')).toBe(LinkIcon);
    expect(adminIcon('TrophyIcon')).toBe(TrophyIcon);
    expect(adminIcon('user-check')).toBe(UserCheckIcon);
  });

  it('falls back to a chevron for a missing or unknown name', () => {
    expect(adminIcon(undefined)).toBe(ChevronRightIcon);
    expect(adminIcon('no-such-icon')).toBe(ChevronRightIcon);
    expect(adminIcon('constructor')).toBe(ChevronRightIcon);
  });
});
