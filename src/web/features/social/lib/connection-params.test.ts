import { describe, expect, it } from 'vitest';
import { connectionNotice } from './connection-params';

describe('the connect flow’s return parameters', () => {
  it('reports an error with the spec’s wording, else a connection', () => {
    expect(connectionNotice(new URLSearchParams('error=access_denied'))).toEqual({
      kind: 'error',
      message: 'Connection error: access_denied',
    });
    expect(connectionNotice(new URLSearchParams('connected=youtube'))).toEqual({
      kind: 'success',
      message: 'YouTube connected!',
    });
    expect(connectionNotice(new URLSearchParams('connected=myspace'))).toBeUndefined();
    expect(connectionNotice(new URLSearchParams(''))).toBeUndefined();
  });
});
