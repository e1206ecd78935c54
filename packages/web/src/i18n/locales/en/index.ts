import audit from './audit.json';
import auth from './auth.json';
import common from './common.json';
import marketing from './marketing.json';
import monitors from './monitors.json';
import report from './report.json';

export default { common, marketing, audit, report, auth, monitors };
