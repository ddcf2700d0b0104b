export {
  isSealed,
  keyId,
  openSecret,
  parseSecretKey,
  SecretBox,
  secretBox,
  SecretKeyError,
  sealSecret,
  installSecretKeys,
} from './secrets';
export type { SecretKeys } from './secrets';
export { resolveSecretKeys, secretKeysFromEnv } from './keys';
export type { ResolvedSecretKeys } from './keys';
export { CORE_STORED_SECRETS, resealStoredSecrets, settingSecret } from './stored';
export type { ResealReport, StoredSecrets } from './stored';
