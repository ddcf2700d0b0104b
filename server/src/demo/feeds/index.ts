/** The local fake casino feeds (tests, the demo, e2e). Never imported by production code. */
export {
  startFakeFeeds,
  FAKE_FEED_CREDENTIALS,
  FAKE_FEED_MODES,
  FAKE_PLATFORMS,
} from './fake-feeds';
export type {
  FakeFeedMode,
  FakeFeedRequest,
  FakeFeeds,
  FakeFeedsOptions,
  FakePlatform,
} from './fake-feeds';
export { fakeFeedConfigs } from './configs';
