import { startStandalone } from '@newsroom/shared/standalone';
import { STANDALONE_ROUTES } from './standalone/standaloneRoutes.tsx';

void startStandalone({ title: 'mfe-editor', routes: STANDALONE_ROUTES });
