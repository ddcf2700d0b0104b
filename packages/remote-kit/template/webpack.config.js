// The Lobby platform's webpack + Module Federation configuration for this remote: its name,
// paths and sidebar entries come from package.json (`lobby`).
const { createRemoteConfig } = require('@lobby/remote-kit');

module.exports = createRemoteConfig({ dir: __dirname });
