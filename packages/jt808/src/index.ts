// The public surface: decode/encode functions that never throw on terminal input, the message model, builders
// and name tables. Reader/writer-level helpers stay internal.
export type { DecodeError, DecodeErrorCode, DecodeResult } from './errors';
export { formatMessageId, fromHex, hexToBytes, toHex } from './bytes/hex';
export { isoGmt8, timestampMs, toGmt8Iso } from './bytes/bcd';
export { ESCAPE_BYTE, FRAME_FLAG, escapeBytes, unescapeBytes, wrapFrame, xorCheck } from './framing/escape';
export { FrameSplitter, type FrameSplitterOptions, type SplitResult } from './framing/FrameSplitter';
export {
  MAX_BODY_LENGTH,
  canonicalPhone,
  headerLength,
  phoneBytes,
  type Edition,
  type HeaderInput,
  type MessageHeader,
  type Subpackage,
} from './header';
export {
  MESSAGE_IDS,
  messageKindOf,
  type Message,
  type MessageBody,
  type MessageInput,
  type MessageKind,
  type RawBody,
} from './messages';
export { decodeFrame, decodeMessageBody, type FrameDecode } from './decodeFrame';
export { encodeBody, encodeMessage, encodeSubpackages } from './encodeMessage';
export {
  describeBody,
  describeItem,
  describeLocation,
  describeMediaPacket,
  describeMessage,
} from './describe';
export {
  GENERAL_REPLY_RESULTS,
  type AlarmConfirmation,
  type ParameterQueryReply,
  type PlatformGeneralReply,
  type ResendRequest,
  type TerminalGeneralReply,
} from './bodies/platformMessages';
export {
  REGISTRATION_RESULTS,
  type Authentication,
  type Registration,
  type RegistrationReply,
} from './bodies/registration';
export type { LocationBatch, LocationQueryReply, LocationReportBody } from './bodies/locationMessages';
export {
  CARD_INSERTED,
  CARD_PULLED,
  CARD_READ_RESULTS,
  DRIVER_CARD_STATES,
  type DriverIdentity,
} from './bodies/driverIdentity';
export {
  TEXT_FLAG_DISPLAY,
  TEXT_FLAG_TTS,
  textFlagNames,
  textFlags,
  type TextFlagOptions,
  type TextMessage,
} from './bodies/textMessage';
export {
  AV_CLOSE_TYPES,
  AV_CONTROL_COMMANDS,
  AV_DATA_TYPES,
  STREAM_TYPES,
  type AvAttributes,
  type AvControl,
  type AvRequest,
} from './bodies/audioVideo';
export type {
  AlarmAttachmentInfo,
  AlarmAttachmentUploadRequest,
  AttachmentFile,
  AttachmentFileMessage,
  AttachmentUploadReply,
} from './bodies/alarmAttachments';
export { alarmFlagsFromNames, alarmNames, type AlarmName } from './location/alarmFlags';
export { decodeStatus, statusFlagsFrom, type VehicleStatus } from './location/statusFlags';
export {
  hasIoStatus,
  ioStatusFlags,
  ioStatusNames,
  IO_STATUS_BITS,
  type IoStatusName,
} from './location/ioStatus';
export {
  LOAD_WEIGHT_INVALID,
  LOAD_WEIGHT_ITEM_ID,
  loadWeightKg,
  loadWeightWord,
} from './location/loadWeight';
export {
  TRAILER_COUPLING_ITEM_ID,
  TRAILER_NO_MAX_BYTES,
  trailerNoBytes,
  trailerNoOf,
} from './location/trailerCoupling';
export {
  vehicleSignalNames,
  REFRIGERATION_UNIT_SIGNAL_BIT,
  type AdditionalItem,
  type RawItem,
  type VehicleSignalName,
} from './location/additionalItems';
export {
  ALARM_ID_LENGTH,
  type AlarmIdentification,
  type AlarmIdLayout,
} from './location/alarmIdentification';
export {
  ADAS_EVENTS,
  BLIND_SPOT_EVENTS,
  DSM_EVENTS,
  FLAG_STATES,
  safetyVehicleState,
  TYRE_ALARM_BITS,
  tyreAlarmFlags,
  tyreAlarmNames,
  type TyreAlarmName,
  type ActiveSafetyItem,
  type AdasItem,
  type BlindSpotItem,
  type DsmItem,
  type SafetyEventCommon,
  type SafetyVehicleState,
  type TyreEvent,
  type TyrePressureItem,
} from './location/activeSafetyItems';
export {
  createLocationReport,
  findItem,
  type LocationInput,
  type LocationReport,
} from './location/locationReport';
export {
  TEMPERATURE_CONVENTIONS,
  decodeTemperatures,
  encodeHumidityItem,
  encodeTemperatureItem,
  temperatureConventionFor,
  type ProbeReading,
  type TemperatureConvention,
  type TemperatureDecode,
  type TemperatureLayout,
} from './location/temperature';
export {
  SubpackageAssembler,
  mediaUploadReplyFor,
  resendRequestFor,
  type AssembleResult,
  type IncompleteGroup,
  type SubpackageAssemblerOptions,
} from './subpackage/SubpackageAssembler';
export {
  MEDIA_DATA_TYPES,
  MEDIA_MARKER,
  MEDIA_SUBPACKAGE_FLAGS,
  decodeMediaPacket,
  encodeMediaPacket,
  type MediaDecode,
  type MediaPacket,
} from './jt1078/mediaPacket';
export {
  MAX_MEDIA_RETRANSMIT,
  MEDIA_EVENTS,
  MEDIA_FORMATS,
  MEDIA_KINDS,
  SHOOT_RESULTS,
  SHOOT_STOP,
  SHOOT_VIDEO,
  type CameraShoot,
  type CameraShootReply,
  type MediaDescriptor,
  type MediaEvent,
  type MediaUpload,
  type MediaUploadReply,
} from './bodies/multimedia';
export { decodeInputs, type DecodedView } from './cli/decodeInputs';
