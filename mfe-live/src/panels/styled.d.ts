// The portal theme's typing for styled-components (DefaultTheme = the shared theme).
import type {} from '../../../shared/src/ui/styled.d.ts';
