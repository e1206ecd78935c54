/**
 * Advice on a finished audit: the built-in expert rules (ordered suggestions). The model path (./ai) builds
 * on them and on the fixes of the fix stage (../fix/).
 */
export { suggestFromRules, type RuleInput, type Suggestion } from './rules.js';
