// Preloaded into a plugin process the bench profiles (`node --cpu-prof --import <this file> bin/plugin.js`): the host
// stops a plugin with SIGTERM, which would end Node before it writes the profile, so SIGTERM exits normally instead.
// It changes nothing else in the plugin.
process.once("SIGTERM", () => process.exit(0));
