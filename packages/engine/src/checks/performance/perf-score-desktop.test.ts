import { perfScoreCases } from '../../test-support/perf-score-cases.js';
import check from './perf-score-desktop.js';

perfScoreCases(check, 'desktop');
