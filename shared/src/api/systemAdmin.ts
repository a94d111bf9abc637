import type {
  AddSystemUserRequest,
  CreateTenantRequest,
  CreateTenantResult,
  RemoveSystemUserRequest,
  RenameTenantRequest,
  RenameTenantResult,
  SetTenantStatusRequest,
  SetTenantStatusResult,
  SystemUserResult,
} from '../contracts/callables';
import { callFunction } from '../firebase/functions';

type Request<T> = Omit<T, 'requestId'>;

/** A typed call that adds the request id, so a retry of the same action has one effect. */
function mutate<Req extends { requestId: string }, Res>(name: string) {
  return (request: Request<Req>, requestId: string = crypto.randomUUID()) =>
    callFunction<Req, Res>(name, { ...request, requestId } as Req);
}

export const createTenant = mutate<CreateTenantRequest, CreateTenantResult>('createTenant');
export const renameTenant = mutate<RenameTenantRequest, RenameTenantResult>('renameTenant');
export const setTenantStatus = mutate<SetTenantStatusRequest, SetTenantStatusResult>('setTenantStatus');
export const addSystemUser = mutate<AddSystemUserRequest, SystemUserResult>('addSystemUser');
export const removeSystemUser = mutate<RemoveSystemUserRequest, SystemUserResult>('removeSystemUser');
