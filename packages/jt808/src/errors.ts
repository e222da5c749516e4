/**
 * Why a frame could not be decoded. Every decode path reports one of these instead of throwing, so a gateway can
 * log the reason, count it per connection and carry on.
 */
export type DecodeErrorCode =
  | 'emptyFrame'
  | 'badEscape'
  | 'badCheck'
  | 'truncatedHeader'
  | 'badHeader'
  | 'truncatedBody'
  | 'lengthMismatch'
  | 'trailingBytes'
  | 'badBody'
  | 'badSubpackage'
  | 'internal';

export interface DecodeError {
  code: DecodeErrorCode;
  detail: string;
}

export type DecodeResult<T> = { ok: true; value: T } | { ok: false; error: DecodeError };

/**
 * Thrown inside the codec and caught at its public boundary. Deliberately not an Error subclass: capturing a stack
 * trace for every malformed frame would dominate the cost of rejecting garbage from a misbehaving terminal.
 */
export class DecodeFailure {
  constructor(
    readonly code: DecodeErrorCode,
    readonly detail: string,
  ) {}
}

/** Converts anything thrown inside a decoder into a DecodeError; unexpected exceptions become `internal`. */
export function toDecodeError(thrown: unknown): DecodeError {
  if (thrown instanceof DecodeFailure) return { code: thrown.code, detail: thrown.detail };
  const detail = thrown instanceof Error ? thrown.message : String(thrown);
  return { code: 'internal', detail };
}
