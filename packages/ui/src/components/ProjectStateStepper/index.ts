export {
  ProjectStateStepper,
  projectMainStates,
  type ProjectMainState,
  type ProjectTerminalState,
  type ProjectStateStepperProps,
  type ProjectStateStepperLabels,
} from './ProjectStateStepper';
