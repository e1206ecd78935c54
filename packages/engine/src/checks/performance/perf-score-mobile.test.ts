import { perfScoreCases } from '../../test-support/perf-score-cases.js';
import check from './perf-score-mobile.js';

perfScoreCases(check, 'mobile');
