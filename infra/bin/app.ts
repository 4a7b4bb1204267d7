import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from '../lib/nag';
import { createPortal } from '../lib/portal-app';

const app = new App();
createPortal(app);
// cdk-nag's AwsSolutions pack validates every synth: an unacknowledged finding fails it.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
