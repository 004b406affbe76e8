// The test environment first: react-router, reached through @arcvest/shared, needs its TextEncoder.
import '@arcvest/shared/test';
import { addCatalogue } from '@arcvest/shared';
import { loadMessages } from './messages';

// As the shell does when it loads this remote (shell/src/remotes/registry.ts): the remote's own
// texts and the rules' texts only signed-in pages say.
addCatalogue(loadMessages);
