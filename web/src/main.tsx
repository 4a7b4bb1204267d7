import { Amplify } from 'aws-amplify';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { WebConfig } from '@shared/config';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { loadConfig } from './lib/config';
import './styles.css';

function configureAuth(config: WebConfig) {
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Only set locally, where it points Amplify at cognito-local.
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true },
      },
    },
  });
}

const root = createRoot(document.getElementById('root')!);

loadConfig().then(
  (config) => {
    configureAuth(config);
    document.title = config.brand;
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  },
  (error: unknown) => {
    console.error('Could not load /config.json', error);
    root.render(<StartupError detail={error instanceof Error ? error.message : String(error)} />);
  },
);
