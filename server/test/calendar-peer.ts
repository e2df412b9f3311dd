import http from "node:http";
import type { AddressInfo } from "node:net";
import { addDays, todayIn } from "@domain/stay-dates.ts";

/**
 * A calendar feed on loopback for the generated contract suites: adding a feed fetches it at once, so the
 * allowed caller needs a feed that answers (those suites run with CALENDAR_FETCH_ALLOW_PRIVATE on).
 */
let started: Promise<string> | null = null;

export function calendarPeerUrl(): Promise<string> {
  started ??= new Promise((resolve) => {
    const server = http.createServer((_req, res) => {
      const from = addDays(todayIn("UTC"), 90).replaceAll("-", "");
      const to = addDays(todayIn("UTC"), 92).replaceAll("-", "");
      res.writeHead(200, { "content-type": "text/calendar" });
      res.end(
        `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Peer//EN\r\nBEGIN:VEVENT\r\nUID:peer@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${from}\r\nDTEND;VALUE=DATE:${to}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`,
      );
    });
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`));
    // The suites' process ends when they do: this server never holds it open.
    server.unref();
  });
  return started;
}

/** A small valid .ics file for upload samples and fixtures. */
export function sampleIcs(offsetDays = 100): string {
  const from = addDays(todayIn("UTC"), offsetDays).replaceAll("-", "");
  const to = addDays(todayIn("UTC"), offsetDays + 1).replaceAll("-", "");
  return `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Sample//EN\r\nBEGIN:VEVENT\r\nUID:sample-${offsetDays}@test\r\nDTSTAMP:20260101T000000Z\r\nDTSTART;VALUE=DATE:${from}\r\nDTEND;VALUE=DATE:${to}\r\nSUMMARY:Reserved\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
}
