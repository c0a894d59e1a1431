/**
 * When a demo mission or survey was created, from the day the demo is made (the first
 * `npm start`): a mission starts when it is created, so an ended one must have been created
 * before its end, which a creation only a few days back would not be. Each plan says how many
 * days before that day it was created (`createdDaysAgo`) beside its end in months.
 */

import { addMonths, dayIn, type CalendarDay } from '@rapport/wire/entities/calendar-day';

const DAY_MS = 24 * 60 * 60 * 1000;

export const demoCreationDate = (createdDaysAgo: number, today = new Date()): Date => new Date(today.getTime() - createdDaysAgo * DAY_MS);

/** Its last day: `months` from the day the demo is made (before it when negative), a day of the company's calendar. */
export const demoEndDate = (months: number, timeZone: string, today = new Date()): CalendarDay => addMonths(dayIn(timeZone, today), months);
