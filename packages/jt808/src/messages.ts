import type {
  AlarmAttachmentInfo,
  AlarmAttachmentUploadRequest,
  AttachmentFileMessage,
  AttachmentUploadReply,
} from './bodies/alarmAttachments';
import {
  alarmAttachmentInfoCodec,
  alarmAttachmentUploadRequestCodec,
  attachmentFileInfoCodec,
  attachmentUploadFinishedCodec,
  attachmentUploadReplyCodec,
} from './bodies/alarmAttachments';
import {
  avAttributesCodec,
  avControlCodec,
  avRequestCodec,
  type AvAttributes,
  type AvControl,
  type AvRequest,
} from './bodies/audioVideo';
import type { BodyCodec } from './bodies/bodyCodec';
import { driverIdentityCodec, type DriverIdentity } from './bodies/driverIdentity';
import {
  locationBatchCodec,
  locationQueryReplyCodec,
  locationReportCodec,
  type LocationBatch,
  type LocationQueryReply,
  type LocationReportBody,
} from './bodies/locationMessages';
import {
  alarmConfirmationCodec,
  avAttributesQueryCodec,
  heartbeatCodec,
  locationQueryCodec,
  parameterQueryReplyCodec,
  platformGeneralReplyCodec,
  resendRequestCodec,
  terminalGeneralReplyCodec,
  terminalResendRequestCodec,
  unregisterCodec,
  type AlarmConfirmation,
  type ParameterQueryReply,
  type PlatformGeneralReply,
  type ResendRequest,
  type TerminalGeneralReply,
} from './bodies/platformMessages';
import {
  authenticationCodec,
  registrationCodec,
  registrationReplyCodec,
  type Authentication,
  type Registration,
  type RegistrationReply,
} from './bodies/registration';
import {
  cameraShootCodec,
  cameraShootReplyCodec,
  mediaEventCodec,
  mediaUploadCodec,
  mediaUploadReplyCodec,
  type CameraShoot,
  type CameraShootReply,
  type MediaEvent,
  type MediaUpload,
  type MediaUploadReply,
} from './bodies/multimedia';
import { textMessageCodec, type TextMessage } from './bodies/textMessage';
import type { HeaderInput, MessageHeader } from './header';

/**
 * A body kept as bytes: a message id we do not decode, an encrypted body, or one packet of a subpackaged message
 * (decoded once SubpackageAssembler has all packets).
 */
export interface RawBody {
  kind: 'raw';
  reason: 'unsupportedMessage' | 'encrypted' | 'fragment';
  hex: string;
}

export type MessageBody =
  | TerminalGeneralReply
  | PlatformGeneralReply
  | { kind: 'heartbeat' }
  | { kind: 'unregister' }
  | { kind: 'locationQuery' }
  | { kind: 'avAttributesQuery' }
  | ResendRequest
  | Registration
  | RegistrationReply
  | Authentication
  | LocationReportBody
  | LocationQueryReply
  | LocationBatch
  | DriverIdentity
  | TextMessage
  | AlarmConfirmation
  | ParameterQueryReply
  | AvRequest
  | AvControl
  | AvAttributes
  | AlarmAttachmentUploadRequest
  | AlarmAttachmentInfo
  | AttachmentFileMessage
  | AttachmentUploadReply
  | CameraShoot
  | CameraShootReply
  | MediaEvent
  | MediaUpload
  | MediaUploadReply
  | RawBody;

export type MessageKind = MessageBody['kind'];

export interface Message<B extends MessageBody = MessageBody> {
  header: MessageHeader;
  body: B;
}

/** What encodeMessage takes: a decoded Message fits, and builders may leave out derived header fields. */
export interface MessageInput<B extends MessageBody = MessageBody> {
  header: HeaderInput;
  body: B;
}

const CODECS = [
  terminalGeneralReplyCodec,
  platformGeneralReplyCodec,
  heartbeatCodec,
  unregisterCodec,
  locationQueryCodec,
  avAttributesQueryCodec,
  resendRequestCodec,
  terminalResendRequestCodec,
  registrationCodec,
  registrationReplyCodec,
  authenticationCodec,
  locationReportCodec,
  locationQueryReplyCodec,
  locationBatchCodec,
  driverIdentityCodec,
  textMessageCodec,
  alarmConfirmationCodec,
  parameterQueryReplyCodec,
  avRequestCodec,
  avControlCodec,
  avAttributesCodec,
  alarmAttachmentUploadRequestCodec,
  alarmAttachmentInfoCodec,
  attachmentFileInfoCodec,
  attachmentUploadFinishedCodec,
  attachmentUploadReplyCodec,
  cameraShootCodec,
  cameraShootReplyCodec,
  mediaEventCodec,
  mediaUploadCodec,
  mediaUploadReplyCodec,
] as const;

/** Body codecs by message id. The cast is the one place the per-message body types meet the union. */
export const BODY_CODECS: ReadonlyMap<number, BodyCodec<MessageBody>> = new Map(
  CODECS.map((codec) => [codec.messageId, codec as unknown as BodyCodec<MessageBody>]),
);

/** The message id that carries each body kind, e.g. MESSAGE_IDS.locationReport === 0x0200. */
export const MESSAGE_IDS = Object.fromEntries(
  CODECS.map((codec) => [codec.kind, codec.messageId]),
) as Readonly<Record<Exclude<MessageKind, 'raw'>, number>>;

/** The body kind of a message id, or undefined when the id is not decoded by this package. */
export function messageKindOf(messageId: number): MessageKind | undefined {
  return BODY_CODECS.get(messageId)?.kind as MessageKind | undefined;
}
