import type {
  CheckSlackHealthRequest,
  CheckSlackHealthResult,
  CompleteSlackInstallRequest,
  CompleteSlackInstallResult,
  DisconnectSlackRequest,
  DisconnectSlackResult,
  ListSlackChannelsRequest,
  ListSlackChannelsResult,
  SaveSlackSettingsRequest,
  SaveSlackSettingsResult,
  StartSlackInstallRequest,
  StartSlackInstallResult,
} from '../contracts/callables';
import { callFunction } from '@madoguchi/shared';
import { mutation } from './mutation';

export const startSlackInstall = (request: StartSlackInstallRequest) =>
  callFunction<StartSlackInstallRequest, StartSlackInstallResult>('startSlackInstall', request);
export const completeSlackInstall = (request: CompleteSlackInstallRequest) =>
  callFunction<CompleteSlackInstallRequest, CompleteSlackInstallResult>('completeSlackInstall', request);
export const listSlackChannels = (request: ListSlackChannelsRequest) =>
  callFunction<ListSlackChannelsRequest, ListSlackChannelsResult>('listSlackChannels', request);
export const checkSlackHealth = (request: CheckSlackHealthRequest) =>
  callFunction<CheckSlackHealthRequest, CheckSlackHealthResult>('checkSlackHealth', request);
export const saveSlackSettings = mutation<SaveSlackSettingsRequest, SaveSlackSettingsResult>('saveSlackSettings');
export const disconnectSlack = mutation<DisconnectSlackRequest, DisconnectSlackResult>('disconnectSlack');
