/** A monitor's schedule in words ("Daily at 06:00 (Europe/Paris)"), or its cron expression when custom. */
import { useTranslation } from 'react-i18next';
import { fromCron, weekdayName } from './schedule';

export function ScheduleText({ schedule, timezone }: { schedule: string; timezone: string }) {
  const { t, i18n } = useTranslation('monitors');
  const c = fromCron(schedule);
  const text =
    c.preset === 'hourly'
      ? t('schedule.everyHour')
      : c.preset === 'daily'
        ? t('schedule.everyDay', { time: c.time })
        : c.preset === 'weekly'
          ? t('schedule.everyWeek', { day: weekdayName(c.day, i18n.language), time: c.time })
          : t('schedule.cron', { cron: schedule });
  return (
    <>
      {text} <span className="text-slate-600">({timezone})</span>
    </>
  );
}
