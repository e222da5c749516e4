import { AV_CLOSE_TYPES, AV_CONTROL_COMMANDS, AV_DATA_TYPES, STREAM_TYPES } from './bodies/audioVideo';
import { GENERAL_REPLY_RESULTS } from './bodies/platformMessages';
import { CARD_READ_RESULTS, DRIVER_CARD_STATES } from './bodies/driverIdentity';
import {
  MEDIA_EVENTS,
  MEDIA_FORMATS,
  MEDIA_KINDS,
  SHOOT_RESULTS,
  SHOOT_STOP,
  SHOOT_VIDEO,
} from './bodies/multimedia';
import { REGISTRATION_RESULTS } from './bodies/registration';
import { TEXT_FLAG_TTS, textFlagNames } from './bodies/textMessage';
import { formatMessageId, toHex } from './bytes/hex';
import type { Edition } from './header';
import { MEDIA_DATA_TYPES, MEDIA_SUBPACKAGE_FLAGS, type MediaPacket } from './jt1078/mediaPacket';
import {
  ADAS_EVENTS,
  BLIND_SPOT_EVENTS,
  DSM_EVENTS,
  FLAG_STATES,
  safetyVehicleState,
  tyreAlarmNames,
} from './location/activeSafetyItems';
import { vehicleSignalNames, type AdditionalItem } from './location/additionalItems';
import { alarmNames } from './location/alarmFlags';
import { ioStatusNames } from './location/ioStatus';
import type { LocationReport } from './location/locationReport';
import type { Message, MessageBody } from './messages';

// A readable JSON view of decoded messages for the field-engineer command and for logs: ids as hex, codes with
// their names next to them. The decoded model itself stays numeric so it re-encodes exactly.

type View = Record<string, unknown>;

const nameOf = (table: readonly string[] | Readonly<Record<number, string>>, code: number): string | null =>
  (table as Record<number, string | undefined>)[code] ?? null;

const itemIdHex = (id: number) => `0x${id.toString(16).padStart(2, '0')}`;

export function describeItem(item: AdditionalItem): View {
  const view: View = { ...item, itemId: itemIdHex(item.itemId) };
  switch (item.type) {
    case 'vehicleSignals':
      view.signals = vehicleSignalNames(item.signalFlags);
      break;
    case 'areaRouteCrossing':
      view.directionName = item.direction === 0 ? 'entering' : item.direction === 1 ? 'leaving' : null;
      break;
    case 'ioStatus':
      view.io = ioStatusNames(item.ioFlags);
      view.deepSleep = (item.ioFlags & 1) === 1;
      view.sleep = (item.ioFlags & 2) === 2;
      break;
    case 'adas':
    case 'dsm':
    case 'blindSpot':
    case 'tyrePressureMonitor': {
      view.flagState = nameOf(FLAG_STATES, item.flagStatus);
      view.vehicleStatus = safetyVehicleState(item.vehicleStatusFlags);
      if (item.type === 'adas') view.eventName = nameOf(ADAS_EVENTS, item.eventType);
      if (item.type === 'dsm') view.eventName = nameOf(DSM_EVENTS, item.eventType);
      if (item.type === 'blindSpot') view.eventName = nameOf(BLIND_SPOT_EVENTS, item.eventType);
      if (item.type === 'tyrePressureMonitor') {
        view.events = item.events.map((e) => ({ ...e, alarmTypes: tyreAlarmNames(e.alarmTypeFlags) }));
      }
      break;
    }
    default:
      break;
  }
  return view;
}

export function describeLocation(location: LocationReport): View {
  return { ...location, items: location.items.map(describeItem) };
}

export function describeBody(body: MessageBody, edition: Edition): View {
  switch (body.kind) {
    case 'terminalGeneralReply':
    case 'platformGeneralReply':
      return {
        ...body,
        replyMessageId: formatMessageId(body.replyMessageId),
        resultName: nameOf(GENERAL_REPLY_RESULTS, body.result),
      };
    case 'registrationReply':
      return { ...body, resultName: nameOf(REGISTRATION_RESULTS, body.result) };
    case 'locationReport':
      return { ...body, items: body.items.map(describeItem) };
    case 'locationQueryReply':
      return { ...body, location: describeLocation(body.location) };
    case 'locationBatch':
      return { ...body, locations: body.locations.map(describeLocation) };
    case 'textMessage':
      return {
        ...body,
        flagNames: textFlagNames(body.flags, edition),
        tts: (body.flags & TEXT_FLAG_TTS) !== 0,
      };
    case 'driverIdentity':
      return {
        ...body,
        stateName: nameOf(DRIVER_CARD_STATES, body.state),
        readResultName: body.readResult === null ? null : nameOf(CARD_READ_RESULTS, body.readResult),
      };
    case 'alarmConfirmation':
      return { ...body, alarms: alarmNames(body.alarmFlags, edition) };
    case 'parameterQueryReply':
      return {
        ...body,
        parameters: body.parameters.map((p) => ({
          ...p,
          parameterId: `0x${p.parameterId.toString(16).padStart(4, '0')}`,
        })),
      };
    case 'avRequest':
      return {
        ...body,
        dataTypeName: nameOf(AV_DATA_TYPES, body.dataType),
        streamTypeName: nameOf(STREAM_TYPES, body.streamType),
      };
    case 'avControl':
      return {
        ...body,
        commandName: nameOf(AV_CONTROL_COMMANDS, body.command),
        closeTypeName: nameOf(AV_CLOSE_TYPES, body.closeType),
        switchStreamTypeName: nameOf(STREAM_TYPES, body.switchStreamType),
      };
    case 'cameraShoot':
      return {
        ...body,
        commandName: body.command === SHOOT_STOP ? 'stop' : body.command === SHOOT_VIDEO ? 'video' : 'photos',
      };
    case 'cameraShootReply':
      return { ...body, resultName: nameOf(SHOOT_RESULTS, body.result) };
    case 'mediaEvent':
      return {
        ...body,
        mediaTypeName: nameOf(MEDIA_KINDS, body.mediaType),
        formatName: nameOf(MEDIA_FORMATS, body.format),
        eventName: nameOf(MEDIA_EVENTS, body.eventCode),
      };
    case 'mediaUpload': {
      // The data itself would swamp a log line: its size and first bytes say what it is.
      const { data, ...rest } = body;
      return {
        ...rest,
        location: describeLocation(body.location),
        mediaTypeName: nameOf(MEDIA_KINDS, body.mediaType),
        formatName: nameOf(MEDIA_FORMATS, body.format),
        eventName: nameOf(MEDIA_EVENTS, body.eventCode),
        dataBytes: data.length,
        dataHead: toHex(data.subarray(0, 4)),
      };
    }
    default:
      return { ...body };
  }
}

export function describeMessage(message: Message): View {
  const { header, body } = message;
  return {
    messageId: formatMessageId(header.messageId),
    kind: body.kind,
    edition: header.edition,
    ...(header.protocolVersion === null ? {} : { protocolVersion: header.protocolVersion }),
    phone: header.phone,
    serial: header.serial,
    ...(header.encryption ? { encryption: header.encryption } : {}),
    ...(header.subpackage ? { subpackage: header.subpackage } : {}),
    bodyLength: header.bodyLength,
    body: describeBody(body, header.edition),
  };
}

export function describeMediaPacket(packet: MediaPacket): View {
  return {
    ...packet,
    dataTypeName: nameOf(MEDIA_DATA_TYPES, packet.dataType),
    subpackageName: nameOf(MEDIA_SUBPACKAGE_FLAGS, packet.subpackageFlag),
  };
}
